import {options} from 'preact';

/**
 * Preact runs effects after the next frame; React runs them before it handles the next input.
 * Keyboard shortcuts re-register their listeners in effects, so under Preact a key pressed just
 * after an update (Escape, then Ctrl+K at once) reached a listener with the previous state and
 * was ignored. Flushing effects in a microtask, right after each render, gives React's order.
 */
(options as {requestAnimationFrame?: (callback: () => void) => void}).requestAnimationFrame = (callback) => queueMicrotask(callback);

export {};
