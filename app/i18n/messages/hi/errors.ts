import type { Messages } from "#app/i18n/messages/en";

export const errors: Messages["errors"] = {
  notFoundTitle: "पेज नहीं मिला",
  notFoundText: "आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
  errorTitle: "कुछ गड़बड़ हो गई",
  errorText: "एक अनचाही गड़बड़ हुई। कृपया थोड़ी देर में फिर कोशिश करें।",
  errorHeading: "उफ़",
  home: "होम पेज पर जाएं",
  docNotFound: "404 | {{site}}",
  docError: "गड़बड़ | {{site}}",
};
