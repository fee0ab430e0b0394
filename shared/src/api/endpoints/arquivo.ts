import { urlEndpoint } from '../../contract';

/** The address of cms `arquivos/{id}`: an attachment, served with its file name for download. */
export const urlArquivo = (idArquivo: number) => urlEndpoint('arquivo', { idArquivo });
