import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type CatalogueParams, catalogueSearchParams, parseCatalogueParams } from "./catalogue-params";

/**
 * Page, page size and search kept in the URL, so reload, back and forward show the same list.
 * `update` pushes a history entry unless told to replace the current one (corrections, not user steps).
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<CatalogueParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => catalogueSearchParams({ ...parseCatalogueParams(current), ...change }), {
        replace: options.replace ?? false,
      });
    },
    [setSearchParams],
  );
  return [value, update] as const;
}
