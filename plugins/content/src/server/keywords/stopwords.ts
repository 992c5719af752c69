import type { ContentLanguage } from '../../shared/constants.ts';

/** Function words left out of keywords (English uses wink-nlp's own list). Accent-folded, lower case. */
export const STOPWORDS: Record<Exclude<ContentLanguage, 'en'>, Set<string>> = {
  fr: new Set(
    'a au aux avec ce ces cet cette dans de des du elle en est et etre eux il ils je la le les leur leurs lui mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l m n s t y ont sont plus tout tous toutes tres aussi comme chaque bien sans entre vers chez ici avez avoir fait faire peut peuvent cela ceci dont donc car si'.split(
      ' ',
    ),
  ),
  de: new Set(
    'aber als am an auch auf aus bei bin bis bist da dadurch daher darum das dass dein deine dem den der des dessen die dies diese dieser dieses doch dort du durch ein eine einem einen einer eines er es euer eure fur hatte hatten hattest hier hinter ich ihr ihre im in ist ja jede jedem jeden jeder jedes jener jenes jetzt kann kannst konnen mein meine mit muss musst nach nein nicht noch nun nur ob oder ohne sehr sein seine sich sie sind so soll sollen uber um und uns unser unsere unter vom von vor war waren warst was weg weil weiter welche welcher wenn wer werde werden wie wieder wir wird wirst wo zu zum zur mehr ihren ihrem ihnen alle allen wird haben hat'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos fue ha hay la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para pero poco por porque que quien se sea ser si sin sobre son su sus tambien te tiene tu tus un una uno unos usted ustedes y ya cada todo todos todas puede pueden hacer hace sus nuestro nuestra nuestros su'.split(
      ' ',
    ),
  ),
};
