import {useEffect, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/** Marks the elements whose inner HTML holds internal links (plugins/static-html). */
const containers = '[data-static-html]';

type Props = {
  /** Every internal link (as rendered) that the page's static HTML holds. */
  hrefs: readonly string[];
  /** Every id in the page's static HTML. */
  ids: readonly string[];
};

/** The internal link an event happened on, if it is one of the static HTML's and the browser would follow it here. */
function staticLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a') : null;
  if (!anchor || !anchor.closest(containers) || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return anchor.target && anchor.target !== '_self' ? undefined : anchor;
}

/**
 * Added to each page by plugins/static-html, after the article's static parts became HTML: the
 * links in that HTML behave as Docusaurus's Link does. On the server it records every link and
 * id for the build's broken-link and broken-anchor checks. In the browser, one listener for the
 * whole page navigates client-side on a plain left click, preloads a link's page on hover or
 * touch, and one observer prefetches the pages of links that come into view.
 */
export default function StaticHtmlLinks({hrefs, ids}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  hrefs.forEach((href) => brokenLinks.collectLink(href));
  ids.forEach((id) => brokenLinks.collectAnchor(id));
  const history = useHistory();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = staticLink(event.target);
      if (!anchor) return;
      event.preventDefault();
      history.push(anchor.getAttribute('href')!);
    };
    const preloaded = new Set<string>();
    const onEnter = (event: Event) => {
      const href = staticLink(event.target)?.getAttribute('href');
      if (!href || preloaded.has(href)) return;
      preloaded.add(href);
      void window.docusaurus.preload(href);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void window.docusaurus.prefetch(entry.target.getAttribute('href')!);
      }
    });
    document.querySelectorAll(`${containers} a[href^="/"]`).forEach((anchor) => {
      if (staticLink(anchor)) observer.observe(anchor);
    });
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onEnter, {passive: true});
    document.addEventListener('touchstart', onEnter, {passive: true});
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onEnter);
      document.removeEventListener('touchstart', onEnter);
    };
  }, [history]);

  return null;
}
