// `react-dom/client` for every module of the loader's build: the chosen React's (slot.ts).
module.exports = require('./slot.ts').chosenReact().ReactDOMClient;
