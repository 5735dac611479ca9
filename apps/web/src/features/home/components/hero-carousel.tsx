import { homeMessages, TIMERS } from "@classwise/shared";
import { Link } from "react-router";
import { Carousel } from "../../../components/ui/carousel";
import { onBrandLinkClass } from "../../../components/ui/link-styles";
import { paths } from "../../../lib/paths";
import { type HeroSlide, heroSlides } from "../content";

/** Home page section 1 (product §2): three slides, previous/next, dots, a new slide every 5 s (product §4). */
export function HeroCarousel() {
  return (
    <Carousel
      label={homeMessages.heroLabel}
      items={heroSlides}
      getKey={(slide) => slide.id}
      intervalMs={TIMERS.heroCarousel}
      pauseOnHover
      perView={1}
      controls="overlay"
      gutter={false}
      renderItem={(slide, index) => <HeroSlideView slide={slide} isFirst={index === 0} />}
    />
  );
}

function HeroSlideView({ slide, isFirst }: { slide: HeroSlide; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <div className={`relative h-full overflow-hidden bg-gradient-to-br ${slide.background}`}>
      <div aria-hidden="true" className="absolute -left-24 -top-24 h-72 w-72 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-32 right-0 h-80 w-80 rounded-full bg-black/10 blur-2xl" />
      <div className="relative mx-auto grid h-full min-h-[520px] max-w-7xl items-center gap-8 px-6 pb-20 pt-14 sm:px-16 md:grid-cols-2 md:pb-16 lg:min-h-[560px] lg:px-20">
        <div className="text-white">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium backdrop-blur">
            <span className="h-2 w-2 rounded-full bg-emerald-300" aria-hidden="true" />
            {homeMessages.coursesCount}
          </p>
          <Heading className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {slide.title}
          </Heading>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90">{slide.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.allClasses} className={onBrandLinkClass.solid}>
              {homeMessages.exploreCourses}
            </Link>
            <Link to={paths.teach} className={onBrandLinkClass.outline}>
              {homeMessages.applyToTeach}
            </Link>
          </div>
        </div>
        <div className="hidden md:block">
          {/* A plain <img>, not ClassImage: the slide's art is bundled, so it needs no fallback, only its size. */}
          <img
            src={slide.art}
            alt={slide.artAlt}
            width={600}
            height={440}
            loading={isFirst ? "eager" : "lazy"}
            fetchPriority={isFirst ? "high" : "auto"}
            decoding="async"
            className="mx-auto h-auto w-full max-w-xl drop-shadow-2xl"
          />
        </div>
      </div>
    </div>
  );
}
