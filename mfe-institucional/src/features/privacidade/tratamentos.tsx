import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CAMINHO_SAIR_NEWSLETTER, PRAZOS_RETENCAO_PADRAO } from '@site/shared/contract';

/** What one form collects, why, on what basis, who receives it and how long it is kept. */
interface Tratamento {
  formulario: string;
  dados: string;
  finalidade: string;
  conservacao: ReactNode;
}

const TRATAMENTOS: readonly Tratamento[] = [
  {
    formulario: 'Newsletter (no rodapé de todas as páginas)',
    dados: 'O endereço de e-mail.',
    finalidade:
      'Enviar-lhe por e-mail a newsletter da associação, com a agenda de eventos e as novidades: são comunicações de marketing, que só recebe se as pedir.',
    conservacao: (
      <>
        Até cancelar a subscrição, o que pode fazer a qualquer momento na página{' '}
        <Link to={CAMINHO_SAIR_NEWSLETTER}>Cancelar a newsletter</Link>.
      </>
    ),
  },
  {
    formulario: 'Formulário de contacto',
    dados: 'O nome, o e-mail, o telefone (se o indicar), o assunto e a mensagem.',
    finalidade: 'Responder à sua mensagem.',
    conservacao: `${PRAZOS_RETENCAO_PADRAO.mensagensDias} dias depois de a mensagem ser recebida; depois são apagados.`,
  },
  {
    formulario: 'Inscrição num evento',
    dados:
      'O nome, o e-mail, o telefone, a organização e o cargo (se os indicar), a categoria de participante, o número de associado, o número de participantes e as necessidades especiais que nos indicar.',
    finalidade:
      'Gerir a sua inscrição, preparar o evento (incluindo as necessidades especiais) e contactá-lo sobre ele.',
    conservacao: `${PRAZOS_RETENCAO_PADRAO.inscricoesDiasAposEvento} dias depois do fim do evento; depois são apagados.`,
  },
  {
    formulario: 'Candidatura a associado',
    dados:
      'O tipo e a categoria da candidatura, o nome, o número do documento de identificação, o representante e a profissão (se os indicar), o e-mail, o telefone, a província, a morada e a motivação.',
    finalidade: 'Apreciar a candidatura e, se for admitido, gerir a sua inscrição como associado.',
    conservacao: `${PRAZOS_RETENCAO_PADRAO.candidaturasDias} dias depois de a candidatura ser recebida; os dados de quem é admitido passam a ser tratados como dados de associado.`,
  },
];

/** Each of the site's four forms, as a short list of facts under its own heading. */
export function Tratamentos() {
  return (
    <>
      {TRATAMENTOS.map((tratamento) => (
        <section key={tratamento.formulario} className="mb-4">
          <h3 className="h5">{tratamento.formulario}</h3>
          <dl className="row mb-0">
            <dt className="col-sm-4">Dados recolhidos</dt>
            <dd className="col-sm-8">{tratamento.dados}</dd>
            <dt className="col-sm-4">Para quê</dt>
            <dd className="col-sm-8">{tratamento.finalidade}</dd>
            <dt className="col-sm-4">Fundamento</dt>
            <dd className="col-sm-8">
              O seu consentimento, dado ao marcar a caixa de autorização do formulário.
            </dd>
            <dt className="col-sm-4">Quem os recebe</dt>
            <dd className="col-sm-8">
              A associação, através do seu sistema de gestão de conteúdos. Não os vendemos nem os
              cedemos a terceiros.
            </dd>
            <dt className="col-sm-4">Por quanto tempo</dt>
            <dd className="col-sm-8">{tratamento.conservacao}</dd>
          </dl>
        </section>
      ))}
    </>
  );
}
