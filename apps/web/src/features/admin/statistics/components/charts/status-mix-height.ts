/** Height per status bar; the chart grows with the number of statuses in use. Kept out of the chart's
 * module so the page can size the chart's placeholder without loading the chart library. */
export const STATUS_ROW_HEIGHT = 36;
