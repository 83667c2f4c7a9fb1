// Category titles become storage keys; '/' would read as a path separator there (part 2 §5).

/** The title with every '/' replaced by '_'. */
export const categoryTitleCacheKey = (title: string): string => title.replaceAll('/', '_');
