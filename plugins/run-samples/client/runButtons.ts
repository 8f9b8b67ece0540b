/**
 * The only script of the Run buttons that every page loads (see ../README.md): one listener for
 * every Run button of the site, which loads the runner (./runner.ts, a chunk of its own) on the
 * first click. The buttons are plain markup in the page's HTML.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.run-sample__run');
    if (!(button instanceof HTMLButtonElement)) return;
    import('./runner').then(
      ({runSample}) => runSample(button),
      () => {
        button.nextElementSibling?.remove();
        button.insertAdjacentHTML('afterend', '<span role="alert"> The runner could not be loaded.</span>');
      },
    );
  });
}

export {};
