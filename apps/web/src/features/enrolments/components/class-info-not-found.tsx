import { classPageMessages, paymentMessages } from "@classwise/shared";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";
import { paths } from "../../../lib/paths";

/** product §2 Payment: 'Class information not found' with Browse Classes. */
export function ClassInfoNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      {/* The shared empty state, as the lists use it; this page names its own texts and way out. */}
      <EmptyState
        heading="h1"
        icon={emptyIcons.search}
        title={classPageMessages.classInfoNotFound}
        text={paymentMessages.classInfoNotFoundText}
        link={{ to: paths.allClasses, label: paymentMessages.browseClasses }}
      />
    </div>
  );
}
