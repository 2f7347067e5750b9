// The start-up code in its own chunks, fetched in parallel once this small entry runs.
void import(/* webpackChunkName: "app" */ './bootstrap');
