import {
  candidaturaInicial,
  categoriasDoTipo,
  prepararCandidatura,
  rotulosDoTipo,
} from './regras-candidatura';

describe('regras da candidatura', () => {
  it('filtra as categorias pelo tipo de candidatura', () => {
    expect(categoriasDoTipo('individual').map((c) => c.valor)).toEqual(['efectivo', 'estudante']);
    expect(categoriasDoTipo('colectivo').map((c) => c.valor)).toEqual(['colectivo']);
  });

  it('pede o BI a quem se candidata em nome próprio e o NIF a uma organização', () => {
    expect(rotulosDoTipo('individual').documento).toMatch(/Bilhete de Identidade/);
    expect(rotulosDoTipo('colectivo').documento).toMatch(/NIF/);
  });

  it('não envia o representante numa candidatura individual', () => {
    const valores = {
      ...candidaturaInicial(null),
      representante: 'Escrito antes de mudar de tipo',
    };
    expect(prepararCandidatura(valores).representante).toBe('');
    expect(prepararCandidatura({ ...valores, tipo: 'colectivo' }).representante).toBe(
      'Escrito antes de mudar de tipo',
    );
  });

  it('ignora uma categoria desconhecida no endereço', () => {
    expect(candidaturaInicial('vip')).toMatchObject({ tipo: 'individual', categoria: '' });
    expect(candidaturaInicial('colectivo')).toMatchObject({
      tipo: 'colectivo',
      categoria: 'colectivo',
    });
  });
});
