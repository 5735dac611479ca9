import { homeMessages, TIMERS } from "@classwise/shared";
import { useEffect } from "react";
import { Link } from "react-router";
import { Carousel } from "../../../components/ui/carousel";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { SectionStatus } from "../../../components/ui/section-status";
import { useFailureToast } from "../../../components/ui/use-failure-toast";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { usePopularClasses } from "../api/get-popular-classes";
import { ClassCard } from "./class-card";

const DESCRIPTION_LIMIT = 80;

/** Home page section 3 (product §2): the most enrolled classes, with the catalogue as fallback (product §7). */
export function PopularClassesCarousel() {
  const query = usePopularClasses();
  const popularError = query.data?.popularError;

  useEffect(() => {
    if (popularError) toast.error(homeMessages.popularFallback);
  }, [popularError]);
  useFailureToast(query.isError, homeMessages.fetchClassesFailed);

  if (query.isPending) return <SectionStatus kind="loading">{homeMessages.loadingPopular}</SectionStatus>;
  if (query.isError) return <SectionStatus kind="error">{homeMessages.loadPopularFailed}</SectionStatus>;
  const classes = query.data.classes;
  if (classes.length === 0) {
    return (
      <SectionStatus kind="empty">
        <span className="block">{homeMessages.noClasses}</span>
        <Link to={paths.allClasses} className={`mt-4 ${primaryLinkClass}`}>
          {homeMessages.browseAllClasses}
        </Link>
      </SectionStatus>
    );
  }
  return (
    <>
      <Carousel
        label={homeMessages.popularTitle}
        items={classes}
        getKey={(item) => item._id}
        intervalMs={TIMERS.classesCarousel}
        pauseOnHover
        renderItem={(item) => <ClassCard item={item} descriptionLimit={DESCRIPTION_LIMIT} fixedHeight />}
      />
      <p className="mt-8 text-center">
        <Link
          to={paths.allClasses}
          className="font-semibold text-brand-700 hover:text-brand-600 dark:text-brand-100 dark:hover:text-white"
        >
          {homeMessages.browseAllClasses} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </>
  );
}
