import torch
from torch import nn

from .utils import load_embeddings, normalize_embeddings


class Discriminator(nn.Module):
    def __init__(self, params, lang):
        super().__init__()
        self.lang = lang
        layers = [nn.Dropout(params.dis_input_dropout)]
        for i in range(params.dis_layers + 1):
            input_dim = params.emb_dim if i == 0 else params.dis_hid_dim
            output_dim = 1 if i == params.dis_layers else params.dis_hid_dim
            layers.append(nn.Linear(input_dim, output_dim))
            if i < params.dis_layers:
                layers.append(nn.LeakyReLU(0.2))
                layers.append(nn.Dropout(params.dis_dropout))
        layers.append(nn.Sigmoid())
        self.layers = nn.Sequential(*layers)

    def forward(self, x):
        return self.layers(x).view(-1)


def build_model(params, with_dis):
    """
    Build all components of the multilingual model: one embedding table per language
    (the target language is the shared space), one orthogonal mapping per source
    language, and one discriminator per source language.
    """
    embs = nn.ModuleDict()
    params.dicos = {}
    for lang in params.all_langs:
        dico, _emb = load_embeddings(params, lang)
        params.dicos[lang] = dico
        emb = nn.Embedding(len(dico), params.emb_dim, sparse=True)
        emb.weight.data.copy_(_emb)
        embs[lang] = emb

    mappings = nn.ModuleDict()
    for lang in params.src_langs:
        mapping = nn.Linear(params.emb_dim, params.emb_dim, bias=False)
        if getattr(params, "map_id_init", True):
            mapping.weight.data.copy_(torch.diag(torch.ones(params.emb_dim)))
        mappings[lang] = mapping

    discriminators = nn.ModuleDict()
    if with_dis:
        for lang in params.src_langs:
            discriminators[lang] = Discriminator(params, lang)

    if params.cuda:
        embs.cuda()
        mappings.cuda()
        discriminators.cuda()

    for lang in params.all_langs:
        params.means = getattr(params, "means", {})
        params.means[lang] = normalize_embeddings(embs[lang].weight.data, params.normalize_embeddings)

    return embs, mappings, discriminators
