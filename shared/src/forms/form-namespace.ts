/**
 * The remote namespace that holds a form's own texts (`password.*`, `contact.*`): each remote
 * keeps its copy, so a shared field reads the texts of the screen it is on.
 */
export type FormNamespace = 'auth' | 'account';
