export * from './auth';
export * from './catalogue';
export * from './engagement';
export * from './platform';
