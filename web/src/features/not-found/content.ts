export const NOT_FOUND = {
  title: 'Pagina non trovata · Landing Facile',
  code: '404',
  heading: 'Pagina non trovata',
  text: 'La pagina che cerchi non esiste o è stata spostata. Nessun problema: ripartiamo dalla home.',
  home: 'Torna alla home',
  pricing: 'Guarda i prezzi',
};
