from rlcard.agents.nfsp_agent_pytorch import NFSPAgent
