// The suite runs the built server, as `npm start` does: build it first when it is stale.
import { buildIfStale } from "../../../scripts/build-if-stale.mjs";

export default function setup() {
  buildIfStale();
}
