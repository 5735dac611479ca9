import { messages } from "@classwise/shared";
import { Link } from "react-router";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { primaryLinkClass } from "../../../components/ui/link-styles";
import { paths } from "../../../lib/paths";

/** spec §2 Payment: 'Class information not found' with Browse Classes. */
export function ClassInfoNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <EmptyState
        heading="h1"
        icon={emptyIcons.search}
        title={messages.classPage.classInfoNotFound}
        text={messages.payment.classInfoNotFoundText}
        action={
          <Link to={paths.allClasses} className={primaryLinkClass}>
            {messages.payment.browseClasses}
          </Link>
        }
      />
    </div>
  );
}
