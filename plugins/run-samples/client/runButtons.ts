/**
 * The only script of the run samples that every page loads (see ../README.md): one listener for
 * every Run and Edit button of the site, which loads the runner (./runner.ts) or the editor
 * (./editor.ts), each a chunk of its own, on the first click; and, when the address is a Share
 * link (`#run:…`), the editor for the block it names. The buttons are plain markup in the page's HTML.
 */
const failed = (button: Element, what: string) => () => {
  button.parentElement?.querySelector('[role="alert"]')?.remove();
  button.insertAdjacentHTML('afterend', `<span role="alert"> The ${what} could not be loaded.</span>`);
};

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.run-sample__run, .run-sample__edit');
    if (!(button instanceof HTMLButtonElement)) return;
    const sample = button.closest<HTMLElement>('.run-sample');
    if (button.classList.contains('run-sample__run'))
      import('./runner').then(({runSample}) => runSample(button), failed(button, 'runner'));
    else if (sample) import('./editor').then(({openEditor}) => openEditor(sample).focus(), failed(button, 'editor'));
  });
}

/** A Share link opens its block's editor, on the first load as after a link in the site. */
export function onRouteDidUpdate({location}: {location: {hash: string}}): void {
  if (location.hash.startsWith('#run:')) void import('./editor').then(({openShared}) => openShared(location.hash));
}
