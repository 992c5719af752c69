import type { Bank } from '../bank.ts';

export const de: Bank = {
  titles: {
    blog: '{Kp}: ein praktischer Leitfaden für {audience}',
    social: '{Kp} in einer Minute',
    email: '{Kp}: was es diesen Monat für Sie tun kann',
    landing: '{Kp} ganz einfach mit {site}',
    product: '{product}: der einfache Weg zu {kp}',
  },
  meta: {
    blog: 'Wie {kp} funktioniert, warum es für {audience} zählt und welche einfachen Schritte {site} für messbare Ergebnisse nutzt.',
    social:
      'Ein kurzer Gedanke zu {kp} von {site}: eine Idee für heute, mit einem Link zum Weiterlesen für alle.',
    email:
      'Diesen Monat bei {site}: was {kp} für Sie bedeutet, drei schnelle Tipps und ein klarer nächster Schritt.',
    landing:
      'Entdecken Sie {kp} mit {site}. Sehen Sie, wie es geht, was Sie bekommen und wie Sie in wenigen Minuten starten.',
    product:
      'Das ist {product} von {site}: klare Funktionen für {kp}, echter Nutzen für {audience} und ein leichter Start heute.',
  },
  headings: {
    why: 'Warum {kp} wichtig ist',
    how: 'So klappt {kp} in der Praxis',
    tips: 'Fünf einfache Tipps',
    proof: 'Was wir bei Kunden sehen',
    cta: 'Ihr nächster Schritt',
  },
  intro: [
    'Viele fragen uns nach {kp}.',
    'Dieser Text von {site} erklärt es ganz klar.',
    'Er ist für {audience} geschrieben.',
    'Sie lesen, was {kp} ist, was es bringt und wie Sie starten.',
  ],
  about: [
    '{site} hilft {audience} jeden Tag.',
    'Unser Team hat diese Ideen in echten Projekten getestet.',
    'Wir teilen, was klappt und was nicht.',
    'Sie können die gleichen Schritte mit {product} gehen.',
    'Jeder davon ist in unter einer Stunde bereit.',
    'Sie brauchen kein besonderes Wissen.',
  ],
  why: [
    'Gute Wahl braucht klare Fakten.',
    'Genau das gibt Ihnen {kp}.',
    'Sie sparen Zeit, denn Sie raten nicht mehr.',
    'Sie sparen auch Geld, denn Sie handeln nach Fakten.',
    'Kleine Teams haben den größten Nutzen.',
    'Sie haben die Mittel einer großen Firma ohne die Kosten.',
    'Und erste Erfolge kommen oft schon nach ein paar Wochen.',
  ],
  how: [
    'Die Idee ist klar.',
    'Zuerst sammeln Sie die Fakten, die zählen.',
    'Dann legen Sie sie neben Ihre Ziele.',
    'Als Nächstes wählen Sie einen Schritt und testen ihn einen Monat.',
    'Danach sehen Sie, was sich geändert hat.',
    'Was gut läuft, bleibt. Der Rest geht.',
    'Mit {product} geht jeder Schritt noch schneller.',
  ],
  tips: [
    'Fangen Sie klein an, mit einem Ziel.',
    'Schreiben Sie auf, wo Sie heute stehen.',
    'Prüfen Sie Ihre Zahlen jede Woche, nicht jeden Tag.',
    'Fragen Sie Ihre Kunden, was sie brauchen.',
    'Teilen Sie die Zahlen mit Ihrem Team.',
    'Am Ende des Monats geht es von vorn los.',
  ],
  proof: [
    'In unserem Netz sind {contacts} Kontakte.',
    'Wer den nächsten Schritt plant, kommt meist schneller voran.',
    'Wer {kp} probiert, sagt uns, die Woche sei leichter.',
    'Klare Schritte sind besser als große Pläne, die nie starten.',
  ],
  cta: [
    'Bereit für den Start?',
    'Lesen Sie [weitere Texte](/blog) oder [sprechen Sie mit uns](/contact).',
    'Wir helfen Ihnen beim ersten Schritt mit {product}.',
  ],
  social: [
    '{Kp} muss nicht schwer sein.',
    'Ein Ziel, jede Woche messen, und was gut läuft, bleibt.',
    'Mehr Tipps von {site}: [zum Text](/blog).',
  ],
  greeting: 'Hallo,',
  signoff: 'Bis bald,\nIhr Team von {org}',
  fallback: { audience: 'Menschen mit wenig Zeit', product: 'unsere Plattform' },
};
