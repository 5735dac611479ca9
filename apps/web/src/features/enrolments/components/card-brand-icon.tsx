import type { CardBrand } from "@classwise/shared";

const labels: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  unknown: "Card",
};

/** The small brand mark at the start of the card field, as Stripe's card element shows it. */
export function CardBrandIcon({ brand }: { brand: CardBrand }) {
  return (
    <span className="inline-flex h-6 w-9 shrink-0 items-center justify-center" data-brand={brand}>
      <span className="sr-only">{labels[brand]}</span>
      <svg viewBox="0 0 36 24" width="36" height="24" aria-hidden="true">
        <BrandArt brand={brand} />
      </svg>
    </span>
  );
}

function BrandArt({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case "visa":
      return (
        <>
          <rect width="36" height="24" rx="4" fill="#1a1f71" />
          <text x="18" y="16" textAnchor="middle" fontSize="10" fontWeight="800" fontStyle="italic" fill="#fff">
            VISA
          </text>
        </>
      );
    case "mastercard":
      return (
        <>
          <rect width="36" height="24" rx="4" fill="#252525" />
          <circle cx="14.5" cy="12" r="6.5" fill="#eb001b" />
          <circle cx="21.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
        </>
      );
    case "amex":
      return (
        <>
          <rect width="36" height="24" rx="4" fill="#2e77bc" />
          <Letters size="8">AMEX</Letters>
        </>
      );
    case "discover":
      return (
        <>
          <rect width="36" height="24" rx="4" fill="#fff" stroke="#cbd5e1" />
          <circle cx="24" cy="12" r="5" fill="#f48024" />
          <Letters x="12" y="15" size="6.5" weight="700" fill="#111">
            DISC
          </Letters>
        </>
      );
    case "unknown":
      return (
        <>
          <rect x="1" y="2" width="34" height="20" rx="3" fill="none" stroke="#94a3b8" strokeWidth="1.5" />
          <rect x="1" y="7" width="34" height="3.5" fill="#94a3b8" />
          <rect x="5" y="15" width="10" height="2.5" rx="1" fill="#94a3b8" />
        </>
      );
    default:
      return (
        <>
          <rect width="36" height="24" rx="4" fill="#0f766e" />
          <Letters size="7">{brand === "unionpay" ? "UP" : brand.toUpperCase()}</Letters>
        </>
      );
  }
}

/** A brand's name drawn on its mark, centred on `x`. */
function Letters({
  x = "18",
  y = "15.5",
  size,
  weight = "800",
  fill = "#fff",
  children,
}: {
  x?: string;
  y?: string;
  size: string;
  weight?: string;
  fill?: string;
  children: string;
}) {
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={size} fontWeight={weight} fill={fill}>
      {children}
    </text>
  );
}
