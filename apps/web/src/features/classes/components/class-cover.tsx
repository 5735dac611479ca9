import { formatPrice, type PublicClass } from "@classwise/shared";
import { ClassImage } from "../../../components/ui/class-image";

/** The top of a class card: the picture on its 16:9 crop with the price over its corner. */
export function ClassCover({
  item,
  eager,
  afterFirstPaint = false,
  zoomOnHover = false,
}: {
  item: PublicClass;
  eager: boolean;
  afterFirstPaint?: boolean;
  zoomOnHover?: boolean;
}) {
  return (
    <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800">
      <ClassImage
        src={item.image}
        eager={eager}
        afterFirstPaint={afterFirstPaint}
        className={`h-full w-full ${zoomOnHover ? "transition duration-300 group-hover:scale-105" : ""}`}
      />
      <span className="absolute right-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow dark:bg-slate-950/90 dark:text-brand-100">
        {formatPrice(item.price)}
      </span>
    </div>
  );
}
