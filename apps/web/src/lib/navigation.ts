// Lets code outside React (the API client) move the browser; the router registers itself at start-up.
type Navigate = (path: string, state?: unknown) => void;

const fallback: Navigate = (path) => {
  if (currentPath() !== path) window.location.assign(path);
};

let current: Navigate = fallback;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? fallback;
}

/** Goes to `path` (which may carry a query); `state` travels with the entry (e.g. where to return). */
export function navigateTo(path: string, state?: unknown): void {
  if (state === undefined) current(path);
  else current(path, state);
}

/** The page the browser is on, with its query. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
