// `react` for every module of the loader's build: the chosen React (slot.ts).
module.exports = require('./slot.ts').chosenReact().React;
