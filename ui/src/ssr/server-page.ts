/**
 * What the server rendered into this page (the shell reads the page's embedded payload once at
 * start): the URL it was rendered for and which remotes' slots hold server HTML. A remote's first
 * mount hydrates that HTML instead of drawing anew, once; any later mount draws normally.
 */
interface ServerPage {
  url: string;
  remotes: string[];
}

let page: ServerPage | null = null;

export const setServerPage = (value: ServerPage | null): void => {
  page = value;
};

const here = () => window.location.pathname + window.location.search;

/** True (once) when `name`'s slot `el` holds server HTML rendered for the current URL. */
export function takeServerRender(name: string, el: Element): boolean {
  if (!page?.remotes.includes(name)) return false;
  if (page.url !== here()) {
    // The visitor moved on before this remote mounted: its HTML is for another page.
    page = null;
    return false;
  }
  page = { ...page, remotes: page.remotes.filter((r) => r !== name) };
  return el.firstElementChild?.getAttribute('data-remote') === name;
}
