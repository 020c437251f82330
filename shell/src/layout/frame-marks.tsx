import { createContext, useContext } from 'react';

/**
 * The few values of the frame that follow the page's URL (the language switcher's links, the
 * login link's return path). The server draws the frame of anonymous pages once per locale, route
 * kind, consent and data versions (src/frame-template.tsx, issue 22) with a mark in their place,
 * and fills the marks in for each page from `frameValues`, which computes each value with the same
 * expression as the component. In the browser (and in any other render) no mark is asked for: the
 * component draws its own value.
 */
export type FrameMark = (name: string, value: string) => string;

const ownValue: FrameMark = (_name, value) => value;

export const FrameMarksContext = createContext<FrameMark>(ownValue);

/** `mark(name, value)`: the value, or the template's mark for it when the frame is drawn as a template. */
export const useFrameMark = (): FrameMark => useContext(FrameMarksContext);
