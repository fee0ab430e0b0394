import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import type { PedidoCandidatura } from '@site/shared/contract';
import { CampoEscolha, CampoTexto } from '@site/shared/ui/formulario';

import { categoriasDoTipo, rotulosDoTipo } from './regras-candidatura';

const TIPOS = [
  {
    valor: 'individual',
    rotulo: 'Individual',
    descricao: 'Em nome próprio: profissionais e estudantes.',
  },
  {
    valor: 'colectivo',
    rotulo: 'Organização',
    descricao: 'Empresas, instituições e outras organizações.',
  },
] as const;

/** Who applies: type, category, name, identity document and, for organisations, the representative. */
export function DadosCandidato() {
  const { control, getValues, setValue } = useFormContext<PedidoCandidatura>();
  const tipo = useWatch({ control, name: 'tipo' });
  const categorias = categoriasDoTipo(tipo);
  const rotulos = rotulosDoTipo(tipo);

  useEffect(() => {
    // A category of the other type no longer applies; an organisation has only one to choose.
    const validas = categoriasDoTipo(tipo);
    if (!validas.some((categoria) => categoria.valor === getValues('categoria'))) {
      setValue(
        'categoria',
        (validas.length === 1 ? validas[0]!.valor : '') as PedidoCandidatura['categoria'],
      );
    }
  }, [tipo, getValues, setValue]);

  return (
    <fieldset className="mb-4">
      <legend className="h5 legenda-formulario">Dados do candidato</legend>
      <CampoEscolha nome="tipo" rotulo="Tipo de candidatura" opcoes={TIPOS} obrigatorio />
      <CampoEscolha
        nome="categoria"
        rotulo="Categoria de associado"
        opcoes={categorias}
        obrigatorio
      />
      <CampoTexto
        nome="nome"
        rotulo={rotulos.nome}
        autoComplete={tipo === 'colectivo' ? 'organization' : 'name'}
        obrigatorio
      />
      <CampoTexto
        nome="documento"
        rotulo={rotulos.documento}
        ajuda={rotulos.ajudaDocumento}
        autoComplete="off"
        obrigatorio
      />
      {tipo === 'colectivo' ? (
        <CampoTexto
          nome="representante"
          rotulo="Nome do representante"
          ajuda="A pessoa que representa a organização junto da associação."
          autoComplete="name"
          obrigatorio
        />
      ) : null}
      <CampoTexto
        nome="profissao"
        rotulo={rotulos.profissao}
        autoComplete={tipo === 'colectivo' ? 'off' : 'organization-title'}
      />
    </fieldset>
  );
}
