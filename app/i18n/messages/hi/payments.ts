import type { Messages } from "#app/i18n/messages/en";

export const payments: Messages["payments"] = {
  metaTitle: "भुगतान",
  metaDescription: "आपके फ़ीस भुगतान का नतीजा।",
  paidTitle: "भुगतान मिल गया",
  paidText: "धन्यवाद। आपका भुगतान दर्ज हो गया है और रसीद WhatsApp पर आ रही है।",
  receiptNumber: "रसीद नंबर",
  viewReceipt: "अपनी रसीद देखें",
  pendingTitle: "भुगतान की पुष्टि हो रही है",
  pendingText: "Razorpay ने अभी तक हमें आपके भुगतान की पुष्टि नहीं भेजी है। आम तौर पर एक मिनट लगता है; रसीद WhatsApp पर आएगी। कृपया दोबारा भुगतान न करें।",
  notPaidTitle: "भुगतान पूरा नहीं हुआ",
  notPaidText: "आपका भुगतान पूरा नहीं हुआ और कोई पैसा नहीं कटा। भुगतान के लिए पेमेंट लिंक फिर से खोलें।",
  invalidTitle: "हम इस भुगतान की जाँच नहीं कर पाए",
  invalidText: "यह पता भुगतान की सही पुष्टि नहीं है, और कुछ भी दर्ज नहीं हुआ। अगर आपने भुगतान किया है, तो हमें फ़ोन करें, हम जाँच करेंगे।",
  home: "होम पेज पर वापस जाएँ",
};
