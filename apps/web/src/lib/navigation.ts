// Lets code outside React (the API client) move the browser; the router registers itself at start-up.
type Navigate = (path: string) => void;

const fallback: Navigate = (path) => {
  if (window.location.pathname !== path) window.location.assign(path);
};

let current: Navigate = fallback;

export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? fallback;
}

export function navigateTo(path: string): void {
  current(path);
}
