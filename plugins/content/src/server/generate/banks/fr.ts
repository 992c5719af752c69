import type { Bank } from '../bank.ts';

export const fr: Bank = {
  titles: {
    blog: '{Kp} : le guide pratique pour {audience}',
    social: '{Kp} en une minute',
    email: '{Kp} : ce que cela change pour vous ce mois-ci',
    landing: '{Kp} en toute simplicité avec {site}',
    product: '{product} : la façon simple de gérer {kp}',
  },
  meta: {
    blog: 'Découvrez comment fonctionne {kp}, pourquoi cela compte pour {audience} et les étapes simples de {site} pour des résultats concrets.',
    social:
      'Une idée courte sur {kp} par {site} : un conseil à appliquer dès aujourd’hui, avec un lien pour aller plus loin.',
    email:
      'Ce mois-ci chez {site} : ce que {kp} change pour vous, trois conseils rapides et une étape claire pour avancer.',
    landing:
      'Découvrez {kp} avec {site}. Voyez comment cela marche, ce que vous obtenez et comment démarrer en quelques minutes.',
    product:
      'Voici {product} de {site} : des fonctions claires pour {kp}, de vrais avantages pour {audience} et un démarrage facile.',
  },
  headings: {
    why: 'Pourquoi {kp} compte',
    how: 'Comment {kp} fonctionne en pratique',
    tips: 'Cinq conseils simples',
    proof: 'Ce que nous voyons chez nos clients',
    cta: 'Votre prochaine étape',
  },
  intro: [
    'Beaucoup de gens nous parlent de {kp}.',
    'Ce guide de {site} l’explique avec des mots simples.',
    'Il est écrit pour {audience}.',
    'Vous verrez ce qu’est {kp}, à quoi cela sert et comment commencer.',
  ],
  about: [
    '{site} aide {audience} au quotidien.',
    'Notre équipe a testé ces idées sur de vrais projets.',
    'Nous partageons ce qui marche et ce qui ne marche pas.',
    'Vous pouvez suivre les mêmes étapes avec {product}.',
    'Chacune se met en place en moins d’une heure.',
    'Aucune compétence spéciale n’est requise.',
  ],
  why: [
    'Une bonne décision part d’une information claire.',
    'C’est justement ce que {kp} vous donne.',
    'Vous gagnez du temps, car vous ne devinez plus.',
    'Vous gagnez aussi de l’argent, car vous agissez sur des faits.',
    'Les petites équipes y gagnent le plus.',
    'Elles ont les outils d’une grande entreprise sans le coût.',
    'Et les premiers résultats arrivent souvent en quelques semaines.',
  ],
  how: [
    'L’idée est simple.',
    'D’abord, vous réunissez les faits qui comptent.',
    'Puis vous les comparez à vos objectifs.',
    'Ensuite, vous choisissez une action et la testez un mois.',
    'Après, vous mesurez ce qui a changé.',
    'Vous gardez ce qui marche et laissez le reste.',
    'Des outils comme {product} rendent chaque étape plus rapide.',
  ],
  tips: [
    'Commencez petit avec un seul objectif.',
    'Notez où vous en êtes aujourd’hui.',
    'Suivez vos chiffres chaque semaine, pas chaque jour.',
    'Demandez à vos clients ce qui compte pour eux.',
    'Partagez les résultats avec votre équipe.',
    'Recommencez à la fin du mois.',
  ],
  proof: [
    'Nous suivons {contacts} contacts dans notre réseau.',
    'Ceux qui planifient la suite avancent en général plus vite.',
    'Ceux qui essaient {kp} disent que leur semaine est plus simple.',
    'Des étapes claires valent mieux que de grands plans jamais lancés.',
  ],
  cta: [
    'Prêt à essayer ?',
    'Lisez nos [autres guides](/blog) ou [parlez à notre équipe](/contact).',
    'Nous vous aidons à faire le premier pas avec {product}.',
  ],
  social: [
    '{Kp} n’a pas besoin d’être compliqué.',
    'Un objectif, une mesure par semaine, et on garde ce qui marche.',
    'Plus de conseils de {site} : [lire le guide](/blog).',
  ],
  greeting: 'Bonjour,',
  signoff: 'À bientôt,\nL’équipe {org}',
  fallback: { audience: 'les chefs d’entreprise pressés', product: 'notre plateforme' },
};
