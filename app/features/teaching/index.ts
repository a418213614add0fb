/**
 * Teaching's door for the rest of the app, safe in the browser: when a batch meets, in words
 * ("Mon–Sat", "10:00 am–1:00 pm", "Meets today ..."). The server API is index.server.ts.
 */
export { dayStatus, daysLabel } from "./schedule";
