import { messages } from "@classwise/shared";
import { Button } from "../../../components/ui/button";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";

/** product §2 Catalogue: nothing for this search, or nothing approved yet. */
export function CatalogueEmpty({ search, onClear }: { search: string; onClear: () => void }) {
  if (!search) {
    return (
      <EmptyState
        heading="h2"
        icon={emptyIcons.book}
        title={messages.catalogue.empty}
        text={messages.catalogue.emptyHint}
      />
    );
  }
  return (
    <EmptyState
      heading="h2"
      icon={emptyIcons.search}
      title={messages.catalogue.noResults(search)}
      text="Try another word, or a teacher's name."
      action={<Button onClick={onClear}>{messages.catalogue.clearSearch}</Button>}
    />
  );
}
