import React, {useEffect, useState, type ReactNode, type RefObject} from 'react';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useWordWrap} from './useWordWrap';

type Props = {
  metadata: CodeBlockMetadata;
  preRef: RefObject<HTMLPreElement | null>;
  /** The block was rendered without its code (it kept the server's DOM): the code is read from the page. */
  codeOnPage?: boolean;
};

/** The code a block shows, line by line, as the copy button copies it. */
const codeShownIn = (pre: HTMLPreElement | null) =>
  Array.from(pre?.querySelectorAll('.token-line') ?? [], (line) => line.textContent ?? '').join('\n');

/** One observer for every code block on the page: it wakes a block's tools as it nears the screen. */
let nearScreen: IntersectionObserver | undefined;
const wakeUps = new WeakMap<Element, () => void>();
function observeNearScreen(element: Element, wake: () => void): () => void {
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        wakeUps.get(entry.target)?.();
        nearScreen!.unobserve(entry.target);
      }
    },
    // A screen's height ahead, so the buttons are there before the block is.
    {rootMargin: '100% 0px'},
  );
  wakeUps.set(element, wake);
  nearScreen.observe(element);
  return () => {
    wakeUps.delete(element);
    nearScreen?.unobserve(element);
  };
}

/**
 * A code block's copy and word-wrap buttons (Docusaurus's own), mounted only when the block comes
 * near the screen, or when the pointer or keyboard focus reaches it first. Rendering them for
 * every block at once after hydration was one long task on pages with many blocks.
 */
export default function CodeBlockTools({metadata, preRef, codeOnPage}: Props): ReactNode {
  const [awake, setAwake] = useState(false);
  useEffect(() => {
    const block = preRef.current?.parentElement;
    if (!block || awake) return undefined;
    const wake = () => setAwake(true);
    block.addEventListener('pointerenter', wake);
    block.addEventListener('focusin', wake);
    const stopObserving = observeNearScreen(block, wake);
    return () => {
      block.removeEventListener('pointerenter', wake);
      block.removeEventListener('focusin', wake);
      stopObserving();
    };
  }, [awake, preRef]);
  return awake ? (
    <AwakeTools metadata={codeOnPage ? {...metadata, code: codeShownIn(preRef.current)} : metadata} preRef={preRef} />
  ) : null;
}

function AwakeTools({metadata, preRef}: Props): ReactNode {
  // The word-wrap hook measures and styles the block's <pre>, which this component does not render.
  const wordWrap = useWordWrap(preRef);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}
