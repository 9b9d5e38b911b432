/**
 * The slot above the header for the global draw-countdown banner (spec 000 §2 "Shell"). The lottery
 * feature fills it; until then it renders nothing.
 */
export function DrawBannerSlot() {
  return null;
}
