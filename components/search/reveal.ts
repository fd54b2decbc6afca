"use client";

/** Space kept between the sticky header and the element revealed below it. */
const GAP_PX = 12;

/**
 * Scrolls the window so the top of `el` shows just below the page's sticky header, unless it is
 * in view already. (Scrolling the element into view alone would leave it under the header.)
 */
export function revealBelowHeader(el: HTMLElement): void {
  const header = document.querySelector("header");
  const covered = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
  const { top } = el.getBoundingClientRect();
  if (top >= covered && top < window.innerHeight - GAP_PX) return;
  window.scrollTo({ top: Math.max(0, window.scrollY + top - covered - GAP_PX) });
}
