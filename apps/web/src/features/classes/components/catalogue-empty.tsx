import { catalogueMessages } from "@classwise/shared";
import { Button } from "../../../components/ui/button";
import { EmptyState, emptyIcons } from "../../../components/ui/empty-state";

/** product §2 Catalogue: nothing for this search, or nothing approved yet. */
export function CatalogueEmpty({ search, onClear }: { search: string; onClear: () => void }) {
  if (!search) {
    return (
      <EmptyState
        heading="h2"
        icon={emptyIcons.book}
        title={catalogueMessages.empty}
        text={catalogueMessages.emptyHint}
      />
    );
  }
  return (
    <EmptyState
      heading="h2"
      icon={emptyIcons.search}
      title={catalogueMessages.noResults(search)}
      text={catalogueMessages.noResultsHint}
      action={<Button onClick={onClear}>{catalogueMessages.clearSearch}</Button>}
    />
  );
}
