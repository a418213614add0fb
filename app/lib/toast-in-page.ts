/**
 * The header with which a public form's script asks the action to put its toast in the answer's
 * page instead of the toast cookie. Its own module: the browser's form script and the server's
 * form action both read it, and the server must not import the browser's code for a string.
 */
export const TOAST_IN_PAGE_HEADER = "X-Toast-In-Page";
