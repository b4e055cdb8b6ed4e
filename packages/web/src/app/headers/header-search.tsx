import { GlobalSearch } from "@/features/search/components/global-search";

type HeaderSearchProps = {
  className?: string;
  autoFocus?: boolean;
  inline?: boolean;
  onSearched?: () => void;
};

/** The global search box in every header (doc 3 §2.6); the search feature supplies it. */
export function HeaderSearch(props: HeaderSearchProps) {
  return <GlobalSearch {...props} />;
}
