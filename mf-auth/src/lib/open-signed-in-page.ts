/**
 * Issue 25: after sign-in the page to return to is loaded whole, not switched to in the browser.
 * A switch showed the frame with an empty page and no user bar while the page's remote and its data
 * loaded after the session; a full load gets the page as the gateway draws it for the signed-in
 * manager (frame, user bar and content in the first paint, while the browser keeps the login page
 * on screen until then), and the editing controls come as their code arrives. `replace`: Back does
 * not return to the form.
 */
export function openSignedInPage(target: string): void {
  window.location.replace(target);
}
