import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Common = {
  title: string;
  author: string;
  /** Shown as written, e.g. "about 4 hours" or "Livestream". */
  duration?: string;
  /** Who the video suits and which pages it pairs with. */
  children?: ReactNode;
  /** The link's text, when "Watch on {provider}" would promise more than the link gives. */
  linkLabel?: string;
  /** The title's id, for a video that published links point at (`/tutorials/videos#<id>`). */
  id?: string;
};

type Props = Common &
  (
    | {/** A YouTube video: the card can play it in place. */ youtubeId: string; href?: never; provider?: never}
    | {
        /** Anything else (a course on Egghead, say): the card is a link only. */ youtubeId?: never;
        href: string;
        provider: string;
      }
  );

/** A locally drawn stand-in for a video thumbnail: no request leaves the site until the reader asks. */
function PlayIcon() {
  return (
    <svg className={styles.playIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" />
      <path d="M26 20 L46 32 L26 44 Z" />
    </svg>
  );
}

/**
 * A video or course card. For a YouTube video it shows a placeholder with a "Play here" button; the
 * privacy-enhanced youtube-nocookie.com player is created only after that click (nothing from
 * YouTube loads before). Every card also has a plain link to watch on the provider's own site.
 */
export default function VideoCard(props: Props) {
  const {title, author, duration, children, linkLabel, id} = props;
  const [playing, setPlaying] = useState(false);
  const generatedId = useId();
  const titleId = id ?? generatedId;
  // An anchor other pages may link to, like a heading's: known to the broken-anchor check.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus disappears; hand focus to the player that replaces it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const youtubeId = props.youtubeId;
  const watchUrl = youtubeId ? `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}` : props.href;
  const provider = youtubeId ? 'YouTube' : props.provider;
  const details = [duration, author].filter(Boolean).join(' · ');

  return (
    // A named group, not an <article>: the page is the article, and a nested <article> makes tools
    // that read "the article" (reader modes, extractors) stop after the first card.
    <div className={styles.card} role="group" aria-labelledby={titleId}>
      {youtubeId &&
        (playing ? (
          <iframe
            ref={frameRef}
            className={styles.media}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
            title={`${title} (YouTube video player)`}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          // Decorative: the title and the actions below say the same to assistive technology.
          <div className={clsx(styles.media, styles.placeholder)} aria-hidden="true">
            <PlayIcon />
            <span className={styles.placeholderTitle}>{title}</span>
          </div>
        ))}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        {details && <p className={styles.details}>{details}</p>}
        {children && <div className={styles.description}>{children}</div>}
        <div className={styles.actions}>
          {youtubeId && !playing && (
            <button
              type="button"
              className="button button--primary button--sm"
              aria-describedby={titleId}
              onClick={() => setPlaying(true)}
            >
              Play here
            </button>
          )}
          <a className="button button--secondary button--sm" href={watchUrl} aria-describedby={titleId}>
            {linkLabel ?? `Watch on ${provider}`}
          </a>
        </div>
      </div>
    </div>
  );
}
