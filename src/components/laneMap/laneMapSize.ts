/**
 * The map's drawing space, 16:9: the SVG scales it to the width it is given, and the frame shown
 * while the map loads keeps the same shape, so that nothing below it moves.
 */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 360;

/** The line of the toggle that opens the map's table, below it. */
export const TOGGLE_HEIGHT = 24;
