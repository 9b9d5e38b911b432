/**
 * The draw banner's height, held before the banner shows (its chunk loading, then the games): the shell's
 * slot and the lottery's banner both use it, so the page never moves down when the banner arrives
 * (styles/index.css `.draw-banner-slot`).
 */
export function DrawBannerSpace() {
  return <div className="draw-banner-slot" aria-hidden="true" />;
}
