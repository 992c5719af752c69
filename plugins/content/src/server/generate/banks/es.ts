import type { Bank } from '../bank.ts';

export const es: Bank = {
  titles: {
    blog: '{Kp}: guía práctica para {audience}',
    social: '{Kp} en un minuto',
    email: '{Kp}: lo que puede hacer por usted este mes',
    landing: '{Kp} de forma sencilla con {site}',
    product: '{product}: la forma fácil de gestionar {kp}',
  },
  meta: {
    blog: 'Aprenda cómo funciona {kp}, por qué importa a {audience} y los pasos sencillos que usa {site} para lograr resultados medibles.',
    social:
      'Una idea breve sobre {kp} de {site}: un consejo para usar hoy mismo, con un enlace para saber más.',
    email:
      'Este mes en {site}: lo que {kp} significa para usted, tres consejos rápidos y un paso claro para seguir.',
    landing:
      'Descubra {kp} con {site}. Vea cómo funciona, qué obtiene y cómo empezar en pocos minutos, con ayuda en cada paso.',
    product:
      'Conozca {product} de {site}: funciones claras para {kp}, ventajas reales para {audience} y un inicio fácil hoy.',
  },
  headings: {
    why: 'Por qué importa {kp}',
    how: 'Cómo funciona {kp} en la práctica',
    tips: 'Cinco consejos sencillos',
    proof: 'Lo que vemos con nuestros clientes',
    cta: 'Su siguiente paso',
  },
  intro: [
    'Mucha gente nos pregunta por {kp}.',
    'Esta guía de {site} lo explica con palabras sencillas.',
    'Está escrita para {audience}.',
    'Verá qué es {kp}, para qué sirve y cómo empezar.',
  ],
  about: [
    '{site} ayuda a {audience} cada día.',
    'Nuestro equipo ha probado estas ideas en proyectos reales.',
    'Compartimos lo que funciona y lo que no.',
    'Puede seguir los mismos pasos con {product}.',
    'Cada uno se prepara en menos de una hora.',
    'No hace falta ningún saber especial.',
  ],
  why: [
    'Una buena decisión nace de datos claros.',
    'Eso es justo lo que le da {kp}.',
    'Ahorra tiempo, porque deja de adivinar.',
    'También ahorra dinero, porque actúa con datos.',
    'Los equipos pequeños son los que más ganan.',
    'Tienen las herramientas de una gran empresa sin su coste.',
    'Y los primeros resultados suelen llegar en pocas semanas.',
  ],
  how: [
    'La idea es sencilla.',
    'Primero, reúne los datos que le importan.',
    'Luego, los compara con sus metas.',
    'Después, elige una acción y la prueba un mes.',
    'Al final, mide lo que cambió.',
    'Se queda con lo que funciona y deja lo demás.',
    'Herramientas como {product} hacen cada paso más rápido.',
  ],
  tips: [
    'Empiece poco a poco, con una sola meta.',
    'Anote dónde está hoy.',
    'Revise sus cifras cada semana, no cada día.',
    'Pregunte a sus clientes qué necesitan.',
    'Comparta los resultados con su equipo.',
    'Repita el ciclo al final del mes.',
  ],
  proof: [
    'Trabajamos con {contacts} contactos en nuestra red.',
    'Quien planea su siguiente paso suele avanzar más rápido.',
    'Quien prueba {kp} nos dice que su semana es más fácil.',
    'Pasos claros valen más que grandes planes que nunca empiezan.',
  ],
  cta: [
    '¿Listo para probar?',
    'Lea [otras guías](/blog) o [hable con nuestro equipo](/contact).',
    'Le ayudamos a dar el primer paso con {product}.',
  ],
  social: [
    '{Kp} no tiene por qué ser difícil.',
    'Una meta, una medida cada semana, y se queda lo que funciona.',
    'Más consejos de {site}: [leer la guía](/blog).',
  ],
  greeting: 'Hola:',
  signoff: 'Hasta pronto,\nEl equipo de {org}',
  fallback: { audience: 'dueños de negocios con poco tiempo', product: 'nuestra plataforma' },
};
