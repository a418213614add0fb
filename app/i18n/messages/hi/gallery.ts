import type { Messages } from "#app/i18n/messages/en";

export const gallery: Messages["gallery"] = {
  metaTitle: "गैलरी",
  metaDescription: "दिल्ली में हमारी रिपेयर लैब, क्लासरूम, BGA मशीन, AC और HVAC ट्रेनिंग बे, साइट विज़िट और छात्र हॉस्टल की तस्वीरें।",
  title: "गैलरी",
  intro: "असली बेंच, असली मशीनें, असली छात्र। हमारी लैब, क्लासरूम और हॉस्टल की एक झलक।",
  numbersLabel: "आंकड़ों में इंस्टीट्यूट",
  studentsTrained: "ट्रेनिंग पा चुके छात्र",
  placementRecord: "प्लेसमेंट रिकॉर्ड",
  trainingSince: "से ट्रेनिंग दे रहे हैं",
  hostel: "हॉस्टल",
  hostelLabel: "बाहर से आए छात्रों के लिए",
  lifeTitle: "इंस्टीट्यूट की ज़िंदगी",
  emptyTitle: "नई तस्वीरें जल्द आ रही हैं",
  emptyText: "फ़्री डेमो क्लास के लिए आइए और लैब ख़ुद देखिए।",
  visitTitle: "ख़ुद आकर देखें",
  visitText: "फ़्री डेमो क्लास बुक करें, ट्रेनर से मिलें और जुड़ने से पहले मशीनें चलाकर देखें।",
  enrollNow: "एडमिशन लें",
  visitCampus: "कैंपस देखने आएं",
};
