/**
 * The `sizes` of a gallery thumbnail: the width of its cell in tree-detail.module.css's `.gallery`
 * grid (auto-fill columns of at least 140 px, 180 px from 48em; 16 px page margins, 12 px gaps), so
 * that a phone fetches the 320 px photo for a 184 px cell rather than the 640 px one (125 kB instead
 * of 33 kB for the first photo on a 412 px screen). One cell per row below 324 px; two (or more,
 * each narrower) below 48em; above, a cell is at most 372 px. Two columns are said to be 2 px
 * narrower than they are (50vw - 24 px; the cell is 50vw - 22 px): Chromium takes the smallest file
 * at least as wide as the cell times the screen's density, and a 412 px phone at 1.75× (Lighthouse's
 * phone) would otherwise need 322 px and take the 640 px file for 2 px; the 320 px one is drawn at
 * 1.74×. bench/web.ts shows the static baseline's photo with the same sizes.
 */
export const GALLERY_THUMB_SIZES =
  '(max-width: 323px) calc(100vw - 32px), (max-width: 47.99em) calc(50vw - 24px), 372px';
