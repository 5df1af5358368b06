/**
 * A state fills a page (under its title), one section of it (a tab, a card), or one field of a form:
 * a field's loading takes the height of the control it stands for, so the form around it (a dialog's
 * buttons) does not move when the control arrives. A press that began on a button that then moved
 * is no click: nothing is sent (issue 36: a dialog's OK button moved 62 px up under a press).
 */
export type StateSize = 'page' | 'section' | 'field';
