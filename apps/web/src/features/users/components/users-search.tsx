import { adminMessages } from "@classwise/shared";
import { SearchForm, type SearchFormProps } from "../../../components/ui/search-form";

/** product §5 user search: by name or email. */
export function UsersSearch(props: Omit<SearchFormProps, "placeholder">) {
  return <SearchForm {...props} placeholder={adminMessages.searchPlaceholder} />;
}
