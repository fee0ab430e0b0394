// The part of React Hook Form the apps use, shared at runtime under the key 'react-hook-form'
// (see react-router-partilhado.mjs for why: a shared module cannot be tree-shaken). The package
// is imported as 'original-react-hook-form', an alias set in federation.mjs, because importing it by its
// share key from the share's own fallback would wait for itself. A name used anywhere but
// missing here (in our code or in @hookform/resolvers) fails `npm test` (bench/src/partilhados.test.mjs).
// appendErrors, get and set: imported by @hookform/resolvers (the zod resolver).
export {
  appendErrors,
  FormProvider,
  get,
  set,
  useForm,
  useFormContext,
  useWatch,
} from 'original-react-hook-form';
